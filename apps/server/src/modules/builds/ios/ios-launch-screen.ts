import type { TRgb } from './ios-colours';
import type { TSplash } from './ios-images';

/**
 * LaunchScreen.storyboard: the background colour, and the first launch image filling the screen
 * when there are iOS splash images.
 */
export function launchScreen(background: TRgb, splash: TSplash[]): string {
  const [r, g, b] = background.map((c) => (c / 255).toFixed(3));
  const first = splash[0];
  const edges = ['top', 'bottom', 'leading', 'trailing'];
  const imageView = first
    ? `
                        <subviews>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="LaunchImage" translatesAutoresizingMaskIntoConstraints="NO" id="Lch-img-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </imageView>
                        </subviews>`
    : '';
  const constraints = first
    ? `
                        <constraints>
${edges
  .map(
    (edge, i) =>
      `                            <constraint firstItem="Lch-img-001" firstAttribute="${edge}" secondItem="Lch-vw-001" secondAttribute="${edge}" id="Lch-cn-00${i + 1}"/>`,
  )
  .join('\n')}
                        </constraints>`
    : '';
  const resources = first
    ? `
    <resources>
        <image name="LaunchImage" width="${first.width}" height="${first.height}"/>
    </resources>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" launchScreen="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Lch-vc-001">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <dependencies>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
        <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
    </dependencies>
    <scenes>
        <scene sceneID="Lch-sc-001">
            <objects>
                <viewController id="Lch-vc-001" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="Lch-vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>${imageView}
                        <viewLayoutGuide key="safeArea" id="Lch-sa-001"/>
                        <color key="backgroundColor" red="${r}" green="${g}" blue="${b}" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>${constraints}
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Lch-fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="0.0" y="0.0"/>
        </scene>
    </scenes>${resources}
</document>
`;
}

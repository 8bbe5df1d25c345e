export { layoutcarouselof2 as "layoutCarouselOf" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutcarouselof2Inputs = {};
/**

* @param {Layoutcarouselof2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const layoutcarouselof2: ((inputs?: Layoutcarouselof2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutcarouselof2Inputs, {
    locale?: "de";
}, {}>;

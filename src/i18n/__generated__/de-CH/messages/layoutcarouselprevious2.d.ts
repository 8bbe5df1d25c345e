export { layoutcarouselprevious2 as "layoutCarouselPrevious" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutcarouselprevious2Inputs = {};
/**

* @param {Layoutcarouselprevious2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const layoutcarouselprevious2: ((inputs?: Layoutcarouselprevious2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutcarouselprevious2Inputs, {
    locale?: "de-CH";
}, {}>;

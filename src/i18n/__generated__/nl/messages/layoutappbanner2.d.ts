export { layoutappbanner2 as "layoutAppBanner" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutappbanner2Inputs = {};
/**

* @param {Layoutappbanner2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const layoutappbanner2: ((inputs?: Layoutappbanner2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutappbanner2Inputs, {
    locale?: "nl";
}, {}>;

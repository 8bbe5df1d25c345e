export { layoutstarslabel2 as "layoutStarsLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutstarslabel2Inputs = {
    stars: NonNullable<unknown>;
};
/**

* @param {Layoutstarslabel2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const layoutstarslabel2: ((inputs: Layoutstarslabel2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutstarslabel2Inputs, {
    locale?: "nl";
}, {}>;

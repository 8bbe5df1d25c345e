export { layoutstarslabel2 as "layoutStarsLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutstarslabel2Inputs = {
    stars: NonNullable<unknown>;
};
/**

* @param {Layoutstarslabel2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const layoutstarslabel2: ((inputs: Layoutstarslabel2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutstarslabel2Inputs, {
    locale?: "de";
}, {}>;

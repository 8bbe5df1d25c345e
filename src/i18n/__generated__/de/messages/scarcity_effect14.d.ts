export { scarcity_effect14 as "SCARCITY_EFFECT" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Scarcity_Effect14Inputs = {
    quantity: NonNullable<unknown>;
};
/**

* @param {Scarcity_Effect14Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const scarcity_effect14: ((inputs: Scarcity_Effect14Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Scarcity_Effect14Inputs, {
    locale?: "de";
}, {}>;

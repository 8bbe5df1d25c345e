export { catalogueorderreference2 as "catalogueOrderReference" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueorderreference2Inputs = {
    reference: NonNullable<unknown>;
};
/**

* @param {Catalogueorderreference2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const catalogueorderreference2: ((inputs: Catalogueorderreference2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueorderreference2Inputs, {
    locale?: "de";
}, {}>;

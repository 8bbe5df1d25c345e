export { catalogueorderreference2 as "catalogueOrderReference" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueorderreference2Inputs = {
    reference: NonNullable<unknown>;
};
/**

* @param {Catalogueorderreference2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const catalogueorderreference2: ((inputs: Catalogueorderreference2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueorderreference2Inputs, {
    locale?: "nl";
}, {}>;

export { layouttoolcount2 as "layoutToolCount" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layouttoolcount2Inputs = {
    label: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
/**

* @param {Layouttoolcount2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const layouttoolcount2: ((inputs: Layouttoolcount2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layouttoolcount2Inputs, {
    locale?: "sk";
}, {}>;

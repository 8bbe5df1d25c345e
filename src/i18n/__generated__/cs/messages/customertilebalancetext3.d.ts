export { customertilebalancetext3 as "customerTileBalanceText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customertilebalancetext3Inputs = {
    balance: NonNullable<unknown>;
};
/**

* @param {Customertilebalancetext3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customertilebalancetext3: ((inputs: Customertilebalancetext3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customertilebalancetext3Inputs, {
    locale?: "cs";
}, {}>;

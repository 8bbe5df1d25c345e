export { customertilebalancetext3 as "customerTileBalanceText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customertilebalancetext3Inputs = {
    balance: NonNullable<unknown>;
};
/**

* @param {Customertilebalancetext3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const customertilebalancetext3: ((inputs: Customertilebalancetext3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customertilebalancetext3Inputs, {
    locale?: "de-CH";
}, {}>;

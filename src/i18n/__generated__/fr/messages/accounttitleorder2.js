/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitleorder2Inputs */

const fr_accounttitleorder2 = /** @type {(inputs: Accounttitleorder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Détail de la commande`)
};

/**

* @param {Accounttitleorder2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accounttitleorder2 = fr_accounttitleorder2;
export { accounttitleorder2 as "accountTitleOrder" }
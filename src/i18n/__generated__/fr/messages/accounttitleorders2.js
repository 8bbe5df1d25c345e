/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitleorders2Inputs */

const fr_accounttitleorders2 = /** @type {(inputs: Accounttitleorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes commandes`)
};

/**

* @param {Accounttitleorders2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accounttitleorders2 = fr_accounttitleorders2;
export { accounttitleorders2 as "accountTitleOrders" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitleorders2Inputs */

const sk_accounttitleorders2 = /** @type {(inputs: Accounttitleorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moje objednávky`)
};

/**

* @param {Accounttitleorders2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accounttitleorders2 = sk_accounttitleorders2;
export { accounttitleorders2 as "accountTitleOrders" }
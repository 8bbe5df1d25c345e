/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitleorders2Inputs */

const cs_accounttitleorders2 = /** @type {(inputs: Accounttitleorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moje objednávky`)
};

/**

* @param {Accounttitleorders2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accounttitleorders2 = cs_accounttitleorders2;
export { accounttitleorders2 as "accountTitleOrders" }
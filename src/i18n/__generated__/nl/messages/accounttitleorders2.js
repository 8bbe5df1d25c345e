/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitleorders2Inputs */

const nl_accounttitleorders2 = /** @type {(inputs: Accounttitleorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mijn bestellingen`)
};

/**

* @param {Accounttitleorders2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accounttitleorders2 = nl_accounttitleorders2;
export { accounttitleorders2 as "accountTitleOrders" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitleorders2Inputs */

const sv_accounttitleorders2 = /** @type {(inputs: Accounttitleorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mina beställningar`)
};

/**

* @param {Accounttitleorders2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accounttitleorders2 = sv_accounttitleorders2;
export { accounttitleorders2 as "accountTitleOrders" }
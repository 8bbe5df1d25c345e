/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettervoucher1Inputs */

const sv_newslettervoucher1 = /** @type {(inputs: Newslettervoucher1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Din värdekod på 10 €`)
};

/**

* @param {Newslettervoucher1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newslettervoucher1 = sv_newslettervoucher1;
export { newslettervoucher1 as "newsletterVoucher" }
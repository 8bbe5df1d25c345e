/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettervoucher1Inputs */

const de_ch2_newslettervoucher1 = /** @type {(inputs: Newslettervoucher1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr 10 € Gutschein-Code`)
};

/**

* @param {Newslettervoucher1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const newslettervoucher1 = de_ch2_newslettervoucher1;
export { newslettervoucher1 as "newsletterVoucher" }
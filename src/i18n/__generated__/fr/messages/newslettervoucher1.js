/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettervoucher1Inputs */

const fr_newslettervoucher1 = /** @type {(inputs: Newslettervoucher1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre code de réduction de 10 €`)
};

/**

* @param {Newslettervoucher1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newslettervoucher1 = fr_newslettervoucher1;
export { newslettervoucher1 as "newsletterVoucher" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettervoucher1Inputs */

const cs_newslettervoucher1 = /** @type {(inputs: Newslettervoucher1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Váš kód poukazu na 10 €`)
};

/**

* @param {Newslettervoucher1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newslettervoucher1 = cs_newslettervoucher1;
export { newslettervoucher1 as "newsletterVoucher" }
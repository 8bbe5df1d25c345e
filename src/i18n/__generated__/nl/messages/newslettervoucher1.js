/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettervoucher1Inputs */

const nl_newslettervoucher1 = /** @type {(inputs: Newslettervoucher1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je kortingscode van € 10`)
};

/**

* @param {Newslettervoucher1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newslettervoucher1 = nl_newslettervoucher1;
export { newslettervoucher1 as "newsletterVoucher" }
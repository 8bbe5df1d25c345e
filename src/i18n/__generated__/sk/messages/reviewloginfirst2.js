/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewloginfirst2Inputs */

const sk_reviewloginfirst2 = /** @type {(inputs: Reviewloginfirst2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na napísanie hodnotenia sa prosím prihláste. Hodnotiť tovar môžu len naši zákazníci.`)
};

/**

* @param {Reviewloginfirst2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewloginfirst2 = sk_reviewloginfirst2;
export { reviewloginfirst2 as "reviewLoginFirst" }
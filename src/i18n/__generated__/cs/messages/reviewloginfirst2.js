/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewloginfirst2Inputs */

const cs_reviewloginfirst2 = /** @type {(inputs: Reviewloginfirst2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pro napsání hodnocení se prosím přihlaste. Hodnotit zboží mohou jen naši zákazníci.`)
};

/**

* @param {Reviewloginfirst2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewloginfirst2 = cs_reviewloginfirst2;
export { reviewloginfirst2 as "reviewLoginFirst" }
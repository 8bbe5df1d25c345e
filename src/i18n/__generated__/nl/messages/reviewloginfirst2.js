/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewloginfirst2Inputs */

const nl_reviewloginfirst2 = /** @type {(inputs: Reviewloginfirst2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log in om een beoordeling te schrijven. Alleen klanten kunnen artikelen beoordelen.`)
};

/**

* @param {Reviewloginfirst2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewloginfirst2 = nl_reviewloginfirst2;
export { reviewloginfirst2 as "reviewLoginFirst" }
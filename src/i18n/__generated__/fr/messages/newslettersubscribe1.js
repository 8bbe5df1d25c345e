/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersubscribe1Inputs */

const fr_newslettersubscribe1 = /** @type {(inputs: Newslettersubscribe1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je m’inscris`)
};

/**

* @param {Newslettersubscribe1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newslettersubscribe1 = fr_newslettersubscribe1;
export { newslettersubscribe1 as "newsletterSubscribe" }
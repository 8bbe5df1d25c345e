/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersubscribeform2Inputs */

const fr_newslettersubscribeform2 = /** @type {(inputs: Newslettersubscribeform2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription à la newsletter`)
};

/**

* @param {Newslettersubscribeform2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newslettersubscribeform2 = fr_newslettersubscribeform2;
export { newslettersubscribeform2 as "newsletterSubscribeForm" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersubscribeform2Inputs */

const sk_newslettersubscribeform2 = /** @type {(inputs: Newslettersubscribeform2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prihlásenie na newsletter`)
};

/**

* @param {Newslettersubscribeform2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newslettersubscribeform2 = sk_newslettersubscribeform2;
export { newslettersubscribeform2 as "newsletterSubscribeForm" }
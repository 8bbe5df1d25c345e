/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersubscribetitle2Inputs */

const sk_newslettersubscribetitle2 = /** @type {(inputs: Newslettersubscribetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prihlásenie na odber newslettera`)
};

/**

* @param {Newslettersubscribetitle2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newslettersubscribetitle2 = sk_newslettersubscribetitle2;
export { newslettersubscribetitle2 as "newsletterSubscribeTitle" }
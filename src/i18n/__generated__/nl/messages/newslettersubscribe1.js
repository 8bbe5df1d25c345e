/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersubscribe1Inputs */

const nl_newslettersubscribe1 = /** @type {(inputs: Newslettersubscribe1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nu aanmelden`)
};

/**

* @param {Newslettersubscribe1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newslettersubscribe1 = nl_newslettersubscribe1;
export { newslettersubscribe1 as "newsletterSubscribe" }
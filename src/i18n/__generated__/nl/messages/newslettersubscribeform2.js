/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersubscribeform2Inputs */

const nl_newslettersubscribeform2 = /** @type {(inputs: Newslettersubscribeform2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aanmelding nieuwsbrief`)
};

/**

* @param {Newslettersubscribeform2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newslettersubscribeform2 = nl_newslettersubscribeform2;
export { newslettersubscribeform2 as "newsletterSubscribeForm" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersubscribetitle2Inputs */

const nl_newslettersubscribetitle2 = /** @type {(inputs: Newslettersubscribetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aanmelden voor de nieuwsbrief`)
};

/**

* @param {Newslettersubscribetitle2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newslettersubscribetitle2 = nl_newslettersubscribetitle2;
export { newslettersubscribetitle2 as "newsletterSubscribeTitle" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterunsubscribetitle2Inputs */

const nl_newsletterunsubscribetitle2 = /** @type {(inputs: Newsletterunsubscribetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afmelden voor de nieuwsbrief`)
};

/**

* @param {Newsletterunsubscribetitle2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newsletterunsubscribetitle2 = nl_newsletterunsubscribetitle2;
export { newsletterunsubscribetitle2 as "newsletterUnsubscribeTitle" }
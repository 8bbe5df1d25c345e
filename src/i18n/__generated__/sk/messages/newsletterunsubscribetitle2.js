/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterunsubscribetitle2Inputs */

const sk_newsletterunsubscribetitle2 = /** @type {(inputs: Newsletterunsubscribetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odhlásenie newslettera`)
};

/**

* @param {Newsletterunsubscribetitle2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newsletterunsubscribetitle2 = sk_newsletterunsubscribetitle2;
export { newsletterunsubscribetitle2 as "newsletterUnsubscribeTitle" }
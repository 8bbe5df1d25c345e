/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterunsubscribetitle2Inputs */

const fr_newsletterunsubscribetitle2 = /** @type {(inputs: Newsletterunsubscribetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se désabonner de la newsletter`)
};

/**

* @param {Newsletterunsubscribetitle2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newsletterunsubscribetitle2 = fr_newsletterunsubscribetitle2;
export { newsletterunsubscribetitle2 as "newsletterUnsubscribeTitle" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterunsubscribetitle2Inputs */

const sv_newsletterunsubscribetitle2 = /** @type {(inputs: Newsletterunsubscribetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avsluta nyhetsbrevet`)
};

/**

* @param {Newsletterunsubscribetitle2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newsletterunsubscribetitle2 = sv_newsletterunsubscribetitle2;
export { newsletterunsubscribetitle2 as "newsletterUnsubscribeTitle" }
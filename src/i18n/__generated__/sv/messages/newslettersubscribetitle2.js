/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersubscribetitle2Inputs */

const sv_newslettersubscribetitle2 = /** @type {(inputs: Newslettersubscribetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prenumerera på nyhetsbrevet`)
};

/**

* @param {Newslettersubscribetitle2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newslettersubscribetitle2 = sv_newslettersubscribetitle2;
export { newslettersubscribetitle2 as "newsletterSubscribeTitle" }
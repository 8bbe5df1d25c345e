/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersubscribeform2Inputs */

const sv_newslettersubscribeform2 = /** @type {(inputs: Newslettersubscribeform2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmälan till nyhetsbrevet`)
};

/**

* @param {Newslettersubscribeform2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newslettersubscribeform2 = sv_newslettersubscribeform2;
export { newslettersubscribeform2 as "newsletterSubscribeForm" }
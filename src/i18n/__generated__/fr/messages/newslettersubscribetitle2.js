/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersubscribetitle2Inputs */

const fr_newslettersubscribetitle2 = /** @type {(inputs: Newslettersubscribetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S’abonner à la newsletter`)
};

/**

* @param {Newslettersubscribetitle2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newslettersubscribetitle2 = fr_newslettersubscribetitle2;
export { newslettersubscribetitle2 as "newsletterSubscribeTitle" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersubscribetitle2Inputs */

const cs_newslettersubscribetitle2 = /** @type {(inputs: Newslettersubscribetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Přihlášení k odběru newsletteru`)
};

/**

* @param {Newslettersubscribetitle2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newslettersubscribetitle2 = cs_newslettersubscribetitle2;
export { newslettersubscribetitle2 as "newsletterSubscribeTitle" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterdataupdated2Inputs */

const sk_newsletterdataupdated2 = /** @type {(inputs: Newsletterdataupdated2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaše zmeny boli uložené.`)
};

/**

* @param {Newsletterdataupdated2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newsletterdataupdated2 = sk_newsletterdataupdated2;
export { newsletterdataupdated2 as "newsletterDataUpdated" }
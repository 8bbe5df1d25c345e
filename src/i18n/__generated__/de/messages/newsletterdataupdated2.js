/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterdataupdated2Inputs */

const de_newsletterdataupdated2 = /** @type {(inputs: Newsletterdataupdated2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Änderungen wurden erfolgreich übernommen.`)
};

/**

* @param {Newsletterdataupdated2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const newsletterdataupdated2 = de_newsletterdataupdated2;
export { newsletterdataupdated2 as "newsletterDataUpdated" }
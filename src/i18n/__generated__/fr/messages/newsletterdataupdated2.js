/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterdataupdated2Inputs */

const fr_newsletterdataupdated2 = /** @type {(inputs: Newsletterdataupdated2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos modifications ont bien été enregistrées.`)
};

/**

* @param {Newsletterdataupdated2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newsletterdataupdated2 = fr_newsletterdataupdated2;
export { newsletterdataupdated2 as "newsletterDataUpdated" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteractivatetitle2Inputs */

const de_newsletteractivatetitle2 = /** @type {(inputs: Newsletteractivatetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter-Anmeldung bestätigen`)
};

/**

* @param {Newsletteractivatetitle2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const newsletteractivatetitle2 = de_newsletteractivatetitle2;
export { newsletteractivatetitle2 as "newsletterActivateTitle" }
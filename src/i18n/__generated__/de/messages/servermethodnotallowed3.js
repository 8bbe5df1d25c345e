/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Servermethodnotallowed3Inputs */

const de_servermethodnotallowed3 = /** @type {(inputs: Servermethodnotallowed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Methode nicht erlaubt`)
};

/**

* @param {Servermethodnotallowed3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const servermethodnotallowed3 = de_servermethodnotallowed3;
export { servermethodnotallowed3 as "serverMethodNotAllowed" }
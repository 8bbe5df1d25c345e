/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Servernopreviewsession3Inputs */

const de_servernopreviewsession3 = /** @type {(inputs: Servernopreviewsession3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Vorschau-Sitzung`)
};

/**

* @param {Servernopreviewsession3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const servernopreviewsession3 = de_servernopreviewsession3;
export { servernopreviewsession3 as "serverNoPreviewSession" }
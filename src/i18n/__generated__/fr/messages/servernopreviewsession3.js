/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Servernopreviewsession3Inputs */

const fr_servernopreviewsession3 = /** @type {(inputs: Servernopreviewsession3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune session d'aperçu`)
};

/**

* @param {Servernopreviewsession3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const servernopreviewsession3 = fr_servernopreviewsession3;
export { servernopreviewsession3 as "serverNoPreviewSession" }
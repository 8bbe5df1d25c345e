/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Servernopreviewsession3Inputs */

const sv_servernopreviewsession3 = /** @type {(inputs: Servernopreviewsession3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingen förhandsgranskning aktiv`)
};

/**

* @param {Servernopreviewsession3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const servernopreviewsession3 = sv_servernopreviewsession3;
export { servernopreviewsession3 as "serverNoPreviewSession" }
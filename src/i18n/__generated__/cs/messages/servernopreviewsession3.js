/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Servernopreviewsession3Inputs */

const cs_servernopreviewsession3 = /** @type {(inputs: Servernopreviewsession3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Žádná relace náhledu`)
};

/**

* @param {Servernopreviewsession3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const servernopreviewsession3 = cs_servernopreviewsession3;
export { servernopreviewsession3 as "serverNoPreviewSession" }
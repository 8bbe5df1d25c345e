/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverinternalerror2Inputs */

const de_serverinternalerror2 = /** @type {(inputs: Serverinternalerror2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Interner Fehler`)
};

/**

* @param {Serverinternalerror2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const serverinternalerror2 = de_serverinternalerror2;
export { serverinternalerror2 as "serverInternalError" }
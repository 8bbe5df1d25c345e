/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverrequestrefused2Inputs */

const cs_serverrequestrefused2 = /** @type {(inputs: Serverrequestrefused2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tento požadavek nepřišel ze stránek obchodu.`)
};

/**

* @param {Serverrequestrefused2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const serverrequestrefused2 = cs_serverrequestrefused2;
export { serverrequestrefused2 as "serverRequestRefused" }
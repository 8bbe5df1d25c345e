/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown>, programmeName: NonNullable<unknown> }} Thanksloyaltyregistered2Inputs */

const cs_thanksloyaltyregistered2 = /** @type {(inputs: Thanksloyaltyregistered2Inputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("cs", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`Za tuto objednávku získáte ${i?.points} bod ${i?.programmeName}.`);
	if (pointsPlural === "few") return /** @type {LocalizedString} */ (`Za tuto objednávku získáte ${i?.points} body ${i?.programmeName}.`);
	if (pointsPlural === "many") return /** @type {LocalizedString} */ (`Za tuto objednávku získáte ${i?.points} bodu ${i?.programmeName}.`);
	if (pointsPlural === "other") return /** @type {LocalizedString} */ (`Za tuto objednávku získáte ${i?.points} bodů ${i?.programmeName}.`);
	return /** @type {LocalizedString} */ ("thanksLoyaltyRegistered");
};

/**

* @param {Thanksloyaltyregistered2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const thanksloyaltyregistered2 = cs_thanksloyaltyregistered2;
export { thanksloyaltyregistered2 as "thanksLoyaltyRegistered" }